import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOverrides, type MatchOverrideRule } from './matching';

const match = (buddyId: string) => ({ buddyId, reasons: [`Why ${buddyId}`] });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute));
const pin = (buddyId: string, minute: number, note = `Note for ${buddyId}`): MatchOverrideRule => ({
  buddyId,
  kind: 'pin',
  note,
  setAt: at(minute),
});
const hide = (buddyId: string, minute = 0): MatchOverrideRule => ({
  buddyId,
  kind: 'hide',
  note: null,
  setAt: at(minute),
});
const ids = (list: { buddyId: string }[]) => list.map((m) => m.buddyId);

describe('applyOverrides', () => {
  const ranked = ['a', 'b', 'c', 'd'].map(match);

  it('keeps the ranked order, with no note, when staff set nothing', () => {
    const out = applyOverrides(ranked, []);
    expect(ids(out)).toEqual(['a', 'b', 'c', 'd']);
    expect(out.every((m) => m.teamNote === null)).toBe(true);
    expect(out[0]!.reasons).toEqual(['Why a']);
  });

  it('puts pinned buddies first, the newest pin first, each with its note', () => {
    const out = applyOverrides(ranked, [pin('c', 1, 'Cooks well'), pin('d', 2, 'Lives near')]);
    expect(ids(out)).toEqual(['d', 'c', 'a', 'b']);
    expect(out.map((m) => m.teamNote)).toEqual(['Lives near', 'Cooks well', null, null]);
  });

  it('never shows a hidden buddy', () => {
    expect(ids(applyOverrides(ranked, [hide('a'), hide('c')]))).toEqual(['b', 'd']);
  });

  it('shows a pinned buddy the narrowing left out, and drops a pin of a buddy not listed', () => {
    const out = applyOverrides(ranked, [pin('x', 1), pin('gone', 2)], [match('x')]);
    expect(ids(out)).toEqual(['x', 'a', 'b', 'c', 'd']);
    expect(out[0]!.teamNote).toBe('Note for x');
  });

  it('orders pins set at the same instant by buddy, whatever order they came in', () => {
    expect(ids(applyOverrides(ranked, [pin('d', 1), pin('b', 1)]))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(applyOverrides(ranked, [pin('b', 1), pin('d', 1)]))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('holds its promises for any overrides (properties)', () => {
    const buddy = fc.constantFrom<string>('a', 'b', 'c', 'd', 'e');
    const rule = fc.record({
      buddyId: buddy,
      kind: fc.constantFrom('pin' as const, 'hide' as const),
      minute: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(rule, { selector: (r) => r.buddyId }), (rules) => {
        const overrides = rules.map((r) =>
          r.kind === 'pin' ? pin(r.buddyId, r.minute) : hide(r.buddyId),
        );
        const out = applyOverrides(ranked, overrides, [match('e')]);
        const hidden = rules.filter((r) => r.kind === 'hide').map((r) => r.buddyId);
        const pinned = rules.filter((r) => r.kind === 'pin').map((r) => r.buddyId);
        // No hidden buddy, no buddy twice, every pin first.
        expect(ids(out).some((id) => hidden.includes(id))).toBe(false);
        expect(new Set(ids(out)).size).toBe(out.length);
        expect(ids(out.slice(0, pinned.length)).sort()).toEqual([...pinned].sort());
        // The rest keep the ranked order.
        const rest = ids(out.slice(pinned.length));
        expect(rest).toEqual(ids(ranked).filter((id) => rest.includes(id)));
      }),
    );
  });
});
