import { describe, expect, it } from 'vitest';
import { utcOffsetLabel } from './utc-offset';

describe('utcOffsetLabel', () => {
  it('says nothing at Beijing time and names other offsets as travellers read them', () => {
    expect(utcOffsetLabel(480)).toBe('');
    expect(utcOffsetLabel(540)).toBe('UTC+9');
    expect(utcOffsetLabel(-480)).toBe('UTC-8');
    expect(utcOffsetLabel(330)).toBe('UTC+5:30');
    expect(utcOffsetLabel(0)).toBe('UTC+0');
    expect(utcOffsetLabel(-570)).toBe('UTC-9:30');
  });
});
