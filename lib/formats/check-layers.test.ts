import { describe, expect, it } from 'vitest';
import {
  allLayers,
  asksForProcesses,
  fullCheckFlags,
  layerFlags,
  layersFromFlags,
  layersKey,
  layerUsage,
  resolveLayers,
  storedLayers,
} from './check-layers';
import { hcpFormat, recuedFormat } from '.';
import { tinyFormat } from './testing/tiny';

describe("the CLI's flags, from each format's declaration", () => {
  it("HCP's: probe off unless --probe, eval on unless --no-eval, in the order they run", () => {
    const cases: [string[], Record<string, boolean>][] = [
      [[], { probe: false, eval: true }],
      [['probe'], { probe: true, eval: true }],
      [['no-eval'], { probe: false, eval: false }],
      [['probe', 'no-eval'], { probe: true, eval: false }],
    ];
    for (const [flags, layers] of cases) {
      const read = layersFromFlags(hcpFormat, new Set(flags));
      expect(read).toEqual(layers);
      expect(Object.keys(read)).toEqual(['probe', 'eval']);
    }
  });

  it("every format's flags once, the usage line by name, and a full check's flags from the formats checked", () => {
    expect(layerFlags([hcpFormat, recuedFormat, tinyFormat])).toEqual(['probe', 'no-eval', 'measure']);
    expect(layerUsage([hcpFormat, recuedFormat])).toBe('[--no-eval] [--probe]');
    expect(fullCheckFlags([hcpFormat, tinyFormat])).toEqual(['probe', 'measure']);
    expect(fullCheckFlags([recuedFormat])).toEqual([]);
  });

  it('a format without optional layers reads none, whatever the flags', () => {
    expect(layersFromFlags(recuedFormat, new Set(['probe']))).toEqual({});
    expect(allLayers(recuedFormat, true)).toEqual({});
  });
});

describe('the layers a check asks for', () => {
  it("fills the ones left unsaid, in the format's order, and drops another format's", () => {
    expect(resolveLayers(hcpFormat, { eval: false, measure: true })).toEqual({ probe: false, eval: false });
    expect(resolveLayers(hcpFormat, {}, () => true)).toEqual({ probe: true, eval: true });
    expect(allLayers(tinyFormat, false)).toEqual({ measure: false });
  });

  it('needs processes only when a layer that starts them is asked for', () => {
    expect(asksForProcesses(hcpFormat, { probe: false, eval: false })).toBe(false);
    expect(asksForProcesses(hcpFormat, { probe: false, eval: true })).toBe(true);
    expect(asksForProcesses(tinyFormat, { measure: true })).toBe(false);
  });

  it('keys a job as before formats declared their layers', () => {
    expect(layersKey(resolveLayers(hcpFormat, { eval: true, probe: false }))).toBe('probe=false\0eval=true');
    expect(layersKey({})).toBe('');
  });
});

describe('layers stored before and now', () => {
  it('reads the old shape (each layer at the top level) and the new one alike', () => {
    expect(storedLayers({ probe: true, eval: false })).toEqual({ probe: true, eval: false });
    expect(storedLayers({ layers: { measure: true }, timeoutMs: 5 })).toEqual({ measure: true });
    expect(storedLayers({ probe: true, eval: false, timeoutMs: 5000 })).toEqual({ probe: true, eval: false });
  });

  it('reads anything else as nothing asked for', () => {
    for (const value of [null, 'probe', 3, [true], { probe: 'yes' }]) expect(storedLayers(value)).toEqual({});
  });
});
