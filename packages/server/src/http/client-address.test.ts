import { clientAddress, normaliseAddress } from './client-address';

// The proxy's own address as the server sees it (the socket's remote address).
const PROXY = '10.0.0.2';

describe('client address from the remote address and X-Forwarded-For', () => {
  test('no trusted proxy (0 hops): the remote address, whatever the header says', () => {
    expect(clientAddress('203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', ['198.51.100.1', '198.51.100.2'], 0)).toBe('203.0.113.7');
  });

  test('one trusted proxy: the address it appended (the rightmost entry)', () => {
    expect(clientAddress(PROXY, '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress(PROXY, ' 203.0.113.7 ', 1)).toBe('203.0.113.7');
  });

  test('spoofing with one trusted proxy: client-written entries on the left never become the key', () => {
    // nginx's $proxy_add_x_forwarded_for keeps what the client sent and appends the address it saw.
    expect(clientAddress(PROXY, '1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress(PROXY, '1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.7', 1)).toBe('203.0.113.7');
    // Repeated headers (Node joins them with ", "; an array when read as distinct headers): order kept.
    expect(clientAddress(PROXY, ['1.1.1.1', '2.2.2.2, 203.0.113.7'], 1)).toBe('203.0.113.7');
    expect(clientAddress(PROXY, ['1.1.1.1, 2.2.2.2', '203.0.113.7'], 1)).toBe('203.0.113.7');
    // Garbage, empty entries and odd spacing written by the client change nothing.
    expect(clientAddress(PROXY, 'not-an-ip,, ;DROP TABLE players, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress(PROXY, '::ffff:1.1.1.1,203.0.113.7', 1)).toBe('203.0.113.7');
    // 25 different spoofed addresses: one key.
    const keys = new Set(Array.from({ length: 25 }, (_, i) => clientAddress(PROXY, `198.51.100.${i}, 203.0.113.7`, 1)));
    expect([...keys]).toEqual(['203.0.113.7']);
  });

  test('two trusted proxies: the address the outer one saw, second from the right', () => {
    // client -> CDN (appends client) -> nginx (appends CDN) -> server (remote = nginx)
    expect(clientAddress(PROXY, '203.0.113.7, 192.0.2.50', 2)).toBe('203.0.113.7');
    expect(clientAddress(PROXY, '1.1.1.1, 203.0.113.7, 192.0.2.50', 2)).toBe('203.0.113.7');
    expect(clientAddress(PROXY, ['9.9.9.9, 1.1.1.1', '203.0.113.7', '192.0.2.50'], 2)).toBe('203.0.113.7');
  });

  test('a shorter chain than the hops configured: the leftmost address, which a trusted proxy wrote', () => {
    expect(clientAddress(PROXY, '203.0.113.7', 2)).toBe('203.0.113.7');
    expect(clientAddress(PROXY, '203.0.113.7', 10)).toBe('203.0.113.7');
    // No header at all (a request that did not come through the proxies): the remote address.
    expect(clientAddress('203.0.113.7', undefined, 1)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', [], 1)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '', 1)).toBe('203.0.113.7');
  });

  test('an entry that is not an address stops the walk at the nearest trusted address', () => {
    expect(clientAddress(PROXY, 'garbage', 1)).toBe(PROXY);
    expect(clientAddress(PROXY, '203.0.113.7, garbage', 1)).toBe(PROXY);
    expect(clientAddress(PROXY, '1.1.1.1, ', 1)).toBe(PROXY);
    expect(clientAddress(PROXY, '203.0.113.7, unknown, 192.0.2.50', 3)).toBe('192.0.2.50');
    expect(clientAddress(PROXY, '203.0.113.7, 192.0.2.50, 999.1.1.1', 2)).toBe(PROXY);
  });

  test('IPv4-mapped IPv6, ports, brackets and IPv6 spellings are normalised', () => {
    expect(clientAddress('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
    expect(clientAddress('::ffff:10.0.0.2', '::ffff:203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress(PROXY, '203.0.113.7:51234', 1)).toBe('203.0.113.7');
    expect(clientAddress(PROXY, '[2001:DB8:0:0::1]:443', 1)).toBe('2001:db8::1');
    expect(clientAddress(PROXY, '2001:0db8:0000:0000:0000:0000:0000:0001', 1)).toBe('2001:db8::1');
    expect(clientAddress('::1', undefined, 0)).toBe('::1');
    expect(normaliseAddress('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1%eth0');
    expect(normaliseAddress('FE80:0::1%eth0')).toBe('fe80::1%eth0');
  });

  test('garbage is refused by the normaliser', () => {
    for (const bad of [
      '',
      ' ',
      'unknown',
      '1.2.3',
      '01.2.3.4',
      '256.1.1.1',
      '1.2.3.4.5',
      '1.2.3.4:',
      'example.com',
      '[1.2.3.4]x',
      '::g',
      `${'1'.repeat(70)}`,
      '1.2.3.4 5.6.7.8',
    ]) {
      expect(normaliseAddress(bad)).toBeNull();
    }
  });

  test('a remote address that is not an address (a closed socket) is passed through, never replaced by the header', () => {
    expect(clientAddress(undefined, '203.0.113.7', 1)).toBe('');
    expect(clientAddress('', '203.0.113.7', 1)).toBe('');
  });
});
