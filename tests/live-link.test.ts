// The live table's addresses (src/app/live/live-link.ts): the token rides in the fragment, the
// server comes from ?live=, the saved setting, or this host.
import { describe, expect, it } from 'vitest';
import { chosenServer, httpBase, roomInUrl, roomLink, sameOriginServer } from '../src/app/live/live-link';

describe('live links', () => {
  it('a room link carries the server and room in the query and the token in the fragment, and reads back', () => {
    const link = roomLink('http://192.168.1.5:4173/?scene=x#table=abc', {
      server: 'ws://192.168.1.5:8787',
      room: 'R00m-id_16chars!',
      token: 'tok',
    });
    expect(link).toBe('http://192.168.1.5:4173/?live=ws%3A%2F%2F192.168.1.5%3A8787&room=R00m-id_16chars%21#key=tok');
    expect(roomInUrl(link)).toEqual({ server: 'ws://192.168.1.5:8787', room: 'R00m-id_16chars!', token: 'tok' });
    expect(roomInUrl('http://h/?live=ws://s&room=r')).toBeNull();
    expect(roomInUrl('http://h/#key=t')).toBeNull();
  });

  it('chooses ?live= first, then the saved setting, then this host on port 8787 (wss under https)', () => {
    expect(chosenServer('http://h:1/?live=ws://other:9', 'ws://saved')).toBe('ws://other:9');
    expect(chosenServer('http://h:1/', 'ws://saved')).toBe('ws://saved');
    expect(chosenServer('http://h:1/', null)).toBe('ws://h:8787');
    expect(chosenServer('https://table.example/', null)).toBe('wss://table.example:8787');
  });

  it('turns a table server address into its HTTP base and a page into its own server address', () => {
    expect(httpBase('wss://table.example/mire/')).toBe('https://table.example/mire');
    expect(httpBase('ws://127.0.0.1:8787')).toBe('http://127.0.0.1:8787');
    expect(sameOriginServer('https://table.example/mire/index.html?x=1#k')).toBe('wss://table.example/mire');
    expect(sameOriginServer('http://10.0.0.2:8787/')).toBe('ws://10.0.0.2:8787');
  });
});

describe("another player's awareness state", () => {
  it('is read field by field: bad colours, names, selections and drags do not get through', async () => {
    const { peerFrom } = await import('../src/app/live/presence');
    expect(
      peerFrom(7, {
        name: 'Ann',
        colour: '#12ab34',
        selection: { kind: 'fighter', id: 'R1' },
        drag: { id: 'R1', position: [1, 2], facing: 90, mode: 'edit', action: 'run' },
      }),
    ).toEqual({
      clientId: 7,
      player: null,
      name: 'Ann',
      colour: '#12ab34',
      selection: { kind: 'fighter', id: 'R1' },
      drag: { id: 'R1', position: [1, 2], facing: 90, mode: 'edit', action: 'run' },
      ping: null,
    });
    const bad = peerFrom(8, {
      name: 'x'.repeat(100),
      colour: 'url(http://evil/)',
      selection: { kind: 'table', id: 1 },
      drag: { id: 'R1', position: [Infinity, 2], facing: 0 },
    });
    // Names are cut at 24 characters (issue 32: src/live/player-name.ts).
    expect(bad).toEqual({
      clientId: 8,
      player: null,
      name: 'x'.repeat(24),
      colour: '#bbbbbb',
      selection: null,
      drag: null,
      ping: null,
    });
    expect(peerFrom(9, 'nonsense')).toBeNull();
    expect(peerFrom(9, undefined)).toBeNull();
  });
});
