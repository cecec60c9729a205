import { describe, expect, it } from 'vitest';
import { baggageText, checkedBaggageText } from './baggage';

describe('baggage texts', () => {
  it('names the weight concept, the piece concept and no free bag', () => {
    expect(baggageText({ carryOnKg: 5, checkedKg: 20, checkedPieces: 0 })).toBe(
      '手提 5kg，托运 20kg',
    );
    expect(checkedBaggageText({ carryOnKg: 7, checkedKg: 23, checkedPieces: 2 })).toBe(
      '托运 2件×23kg',
    );
    expect(baggageText({ carryOnKg: 5, checkedKg: 0, checkedPieces: 0 })).toBe(
      '手提 5kg，无免费托运',
    );
  });
});
