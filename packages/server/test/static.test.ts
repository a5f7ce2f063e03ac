/** Serving the built web client: cache headers, the single-page fallback, and invite links on an OS-chosen port. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers';

describe('web client files and invite links', () => {
  let qd: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qd-client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Quarterdeck</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // No PUBLIC_URL: links must follow the port the OS chose (PORT=0).
    qd = await startTestServer({ env: { CLIENT_DIR: dir, PUBLIC_URL: undefined as unknown as string } });
  });
  afterAll(async () => {
    await qd?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('hashed assets are immutable; index.html and the app routes are revalidated', async () => {
    const asset = await fetch(`${qd.url}/assets/app-3f9a1c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const p of ['/', '/index.html', '/m/abcdef', '/favicon.svg']) {
      const res = await fetch(`${qd.url}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await fetch(`${qd.url}/m/abcdef`)).text()).toContain('<title>Quarterdeck</title>');
    const api = await fetch(`${qd.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  test('without PUBLIC_URL, invite links name the port actually bound', async () => {
    const r = qd.rest();
    await r.createPlayer('Host');
    const { match } = await r.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
    expect(qd.port).toBeGreaterThan(0);
    expect(match.inviteUrl).toBe(`http://localhost:${qd.port}/m/${match.matchId}`);
  });
});
