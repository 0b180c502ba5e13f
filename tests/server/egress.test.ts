import { describe, expect, it } from 'vitest';
import { checkedAddress, refusal, type PrivateNetworks } from '../../server/runner/egress.ts';

const NEVER = 'which runs never reach';
const DENIED = 'and this server does not let runs reach private networks (RUNNER_PRIVATE_NETWORKS=deny)';

describe('an IPv6 address that carries an IPv4 address is judged by that IPv4', () => {
  // Each form of 169.254.169.254, the cloud metadata address: refused whatever the operator allows.
  it.each([
    ['NAT64', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64', '64:ff9b:1::a9fe:a9fe'],
    ['6to4', '2002:a9fe:a9fe::1'],
    ['IPv4-compatible', '::a9fe:a9fe'],
    ['IPv4-translated', '::ffff:0:a9fe:a9fe'],
    ['IPv4-mapped', '::ffff:169.254.169.254'],
    ['Teredo, as its server', '2001:0:a9fe:a9fe::1'],
    // The client's address is stored inverted: 0x5601:0x5601 is 169.254.169.254 with every bit flipped.
    ['Teredo, as its client', '2001:0:808:808:0:0:5601:5601'],
  ])('%s %s carries the metadata address, under allow and deny', (_form, address) => {
    for (const networks of ['allow', 'deny'] as const) {
      expect(refusal(address, networks)).toBe(
        `${address} carries 169.254.169.254, a link-local (cloud metadata) address, ${NEVER}`,
      );
    }
  });

  // Each form of 127.0.0.1: reached only where the operator allows private networks.
  it.each([
    ['NAT64', '64:ff9b::7f00:1'],
    ['6to4', '2002:7f00:1::'],
    ['IPv4-compatible', '::7f00:1'],
    ['IPv4-translated', '::ffff:0:7f00:1'],
    ['IPv4-mapped', '::ffff:7f00:1'],
    ['Teredo, as its server', '2001:0:7f00:1::f7f7:f7f7'],
    ['Teredo, as its client', '2001:0:808:808::80ff:fffe'],
  ])('%s %s carries loopback: refused under deny, allowed under allow', (_form, address) => {
    expect(refusal(address, 'deny')).toBe(`${address} carries 127.0.0.1, a loopback address, ${DENIED}`);
    expect(refusal(address, 'allow')).toBeNull();
  });

  it('names the private range an embedded address is in', () => {
    expect(refusal('64:ff9b::a00:1', 'deny')).toBe(`64:ff9b::a00:1 carries 10.0.0.1, a private address, ${DENIED}`);
    expect(refusal('2002:c0a8:101::', 'deny')).toBe(
      `2002:c0a8:101:: carries 192.168.1.1, a private address, ${DENIED}`,
    );
    expect(refusal('64:ff9b::6464:6464', 'deny')).toBe(
      `64:ff9b::6464:6464 carries 100.100.100.100, a carrierGradeNat address, ${DENIED}`,
    );
    expect(refusal('64:ff9b::6464:64c8', 'allow')).toBe(
      `64:ff9b::6464:64c8 carries 100.100.100.200, a cloud metadata address, ${NEVER}`,
    );
  });

  it.each([
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['local-use NAT64 of a public address', '64:ff9b:1::808:808'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['IPv4-mapped public address', '::ffff:8.8.8.8'],
    ['Teredo between public addresses', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
    ['a global IPv6 address', '2606:4700:4700::1111'],
    ['a public IPv4 address', '93.184.215.14'],
  ])('%s (%s) stays allowed under allow and deny', (_what, address) => {
    for (const networks of ['allow', 'deny'] as const) expect(refusal(address, networks)).toBeNull();
  });

  it(':: and ::1 stay the unspecified and loopback addresses, not IPv4-compatible ones', () => {
    expect(refusal('::', 'allow')).toBe(`:: is an unspecified address, ${NEVER}`);
    expect(refusal('::1', 'allow')).toBeNull();
    expect(refusal('::1', 'deny')).toBe(`::1 is a loopback address, ${DENIED}`);
  });

  it('judges plain addresses as before', () => {
    expect(refusal('169.254.169.254', 'allow')).toBe(
      `169.254.169.254 is a link-local (cloud metadata) address, ${NEVER}`,
    );
    expect(refusal('fd00:ec2::254', 'allow')).toBe(`fd00:ec2::254 is a cloud metadata address, ${NEVER}`);
    expect(refusal('10.1.2.3', 'deny')).toBe(`10.1.2.3 is a private address, ${DENIED}`);
    expect(refusal('10.1.2.3', 'allow')).toBeNull();
  });
});

describe('checkedAddress', () => {
  const answering =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any address it resolves to carries a refused IPv4', async () => {
    await expect(
      checkedAddress('rebind.test', 'allow', answering('93.184.215.14', '64:ff9b::a9fe:a9fe')),
    ).rejects.toThrow(
      `Blocked rebind.test: 64:ff9b::a9fe:a9fe carries 169.254.169.254, a link-local (cloud metadata) address, ${NEVER}.`,
    );
  });

  it('answers the first address when every one may be reached', async () => {
    const networks: PrivateNetworks = 'deny';
    await expect(checkedAddress('ok.test', networks, answering('64:ff9b::808:808', '8.8.4.4'))).resolves.toEqual({
      address: '64:ff9b::808:808',
      family: 6,
    });
  });

  it('checks an address literal without looking it up, brackets and all', async () => {
    const lookup = async () => {
      throw new Error('looked up');
    };
    await expect(checkedAddress('[2002:7f00:1::]', 'deny', lookup)).rejects.toThrow(
      `Blocked [2002:7f00:1::]: 2002:7f00:1:: carries 127.0.0.1, a loopback address, ${DENIED}.`,
    );
  });
});
