// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCoef } from '@/lib/coefficients/format';
import { COEF_FORMAT } from '@/lib/config/user';

describe('formatCoef: a decimal price in the chosen odds format', () => {
  it('keeps decimal prices with two places', () => {
    expect(formatCoef(1.85, COEF_FORMAT.decimal)).toBe('1.85');
    expect(formatCoef(3, COEF_FORMAT.decimal)).toBe('3.00');
  });

  it('writes fractional prices as profit over stake in small terms', () => {
    expect(formatCoef(1.85, COEF_FORMAT.fractional)).toBe('17/20');
    expect(formatCoef(2, COEF_FORMAT.fractional)).toBe('1/1');
    expect(formatCoef(3.5, COEF_FORMAT.fractional)).toBe('5/2');
    expect(formatCoef(1.33, COEF_FORMAT.fractional)).toBe('33/100');
    expect(formatCoef(11, COEF_FORMAT.fractional)).toBe('10/1');
  });

  it('writes American prices with + from evens up and − below', () => {
    expect(formatCoef(1.85, COEF_FORMAT.american)).toBe('-118');
    expect(formatCoef(2, COEF_FORMAT.american)).toBe('+100');
    expect(formatCoef(2.5, COEF_FORMAT.american)).toBe('+150');
    expect(formatCoef(1.5, COEF_FORMAT.american)).toBe('-200');
  });

  it('writes Hong Kong prices as the profit', () => {
    expect(formatCoef(1.85, COEF_FORMAT.hongKong)).toBe('0.85');
    expect(formatCoef(2.4, COEF_FORMAT.hongKong)).toBe('1.40');
  });

  it('flips Malay prices to negative above evens', () => {
    expect(formatCoef(1.85, COEF_FORMAT.malay)).toBe('0.85');
    expect(formatCoef(2, COEF_FORMAT.malay)).toBe('1.00');
    expect(formatCoef(3, COEF_FORMAT.malay)).toBe('-0.50');
  });

  it('flips Indonesian prices to negative below evens', () => {
    expect(formatCoef(1.85, COEF_FORMAT.indo)).toBe('-1.18');
    expect(formatCoef(2, COEF_FORMAT.indo)).toBe('1.00');
    expect(formatCoef(3, COEF_FORMAT.indo)).toBe('2.00');
  });

  it('leaves a price of 1 or less, or an unknown format, in decimal', () => {
    expect(formatCoef(1, COEF_FORMAT.american)).toBe('1.00');
    expect(formatCoef(1.85, 14)).toBe('1.85');
  });
});
