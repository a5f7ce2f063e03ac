import { loadConfig } from './config';

describe('configuration from the environment (zod)', () => {
  test('defaults: port 8000, embedded database under ./data, single instance', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8000, DATA_DIR: './data', LOG_LEVEL: 'info', ORIGINS: [], publicUrl: 'http://localhost:8000' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });

  test('reads PostgreSQL, Redis, origins and log level', () => {
    const c = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/qd',
      REDIS_URL: 'redis://r:6379',
      ORIGINS: 'https://a.example, https://b.example',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://play.example/',
    });
    expect(c).toMatchObject({ PORT: 9000, DATABASE_URL: 'postgres://u@db:5432/qd', REDIS_URL: 'redis://r:6379', LOG_LEVEL: 'warn' });
    expect(c.ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(c.publicUrl).toBe('https://play.example');
  });

  test('heap growth: 100% past the live heap by default, 0 leaves it to V8, out of range refused', () => {
    expect(loadConfig({}).HEAP_GROWING_PERCENT).toBe(100);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).HEAP_GROWING_PERCENT).toBe(0);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '-5' })).toThrow(/HEAP_GROWING_PERCENT/);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '1000' })).toThrow(/HEAP_GROWING_PERCENT/);
  });

  test('TRUST_PROXY: a number of trusted proxy hops; false = 0 (default), true = 1, 0-10 as written', () => {
    expect(loadConfig({})).toMatchObject({ TRUST_PROXY: 0, TRUST_PROXY_HOPS: 0 });
    expect(loadConfig({ TRUST_PROXY: 'false' })).toMatchObject({ TRUST_PROXY: 0, TRUST_PROXY_HOPS: 0 });
    expect(loadConfig({ TRUST_PROXY: 'true' })).toMatchObject({ TRUST_PROXY: 1, TRUST_PROXY_HOPS: 1 });
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).TRUST_PROXY_HOPS).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY_HOPS).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY_HOPS).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' })).toMatchObject({ TRUST_PROXY: 2, TRUST_PROXY_HOPS: 2 });
    expect(loadConfig({ TRUST_PROXY: '10' }).TRUST_PROXY_HOPS).toBe(10);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY_HOPS).toBe(0);
    for (const bad of ['11', '-1', '1.5', 'yes', 'on', '1e1', '0x1', 'true,1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: expected false, true or a number of trusted proxy hops from 0 to 10/);
    }
  });

  test('empty values count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  test('bad values fail with a readable message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' })).toThrow(
      /Invalid configuration:[\s\S]*PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
