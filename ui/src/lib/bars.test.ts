import { describe, expect, it } from 'vitest';
import { bandLabel, bandTone, bars, chanceLabel, mean, percentLabel, percents } from './bars';

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 1000) / 1000;

describe('percents', () => {
  it('add up to exactly 100 where plain rounding would not', () => {
    // Thirds: plain rounding gives 33.3 × 3 = 99.9.
    expect(percents([1 / 3, 1 / 3, 1 / 3])).toEqual([33.4, 33.3, 33.3]);
    expect(percents([1 / 3, 1 / 3, 1 / 3], 0)).toEqual([34, 33, 33]);
    // Sixths: plain rounding to whole percents gives 17 × 6 = 102.
    expect(sum(percents(Array(6).fill(1 / 6), 0))).toBe(100);
    expect(percents(Array(6).fill(1 / 6), 0)).toEqual([17, 17, 17, 17, 16, 16]);
  });

  it('give the leftover to the largest remainders', () => {
    // 2D10 take the best on a 1 / 2–4 / 5–9 / 10 chart.
    expect(percents([0.01, 0.15, 0.65, 0.19], 0)).toEqual([1, 15, 65, 19]);
    expect(percents([0.003, 0.331, 0.331, 0.335], 0)).toEqual([0, 33, 33, 34]);
    // A tie of remainders goes to the earlier outcome.
    expect(percents([0.004, 0.331, 0.331, 0.334], 0)).toEqual([1, 33, 33, 33]);
    expect(percents([0.0049, 0.3317, 0.3317, 0.3317], 0)).toEqual([1, 33, 33, 33]);
  });

  it('keep exact distributions of dice as they are', () => {
    // 1D10: 10%, 30%, 50%, 10%.
    expect(percents([0.1, 0.3, 0.5, 0.1])).toEqual([10, 30, 50, 10]);
    // 2D10 take the best, with a re-roll of 1–4 kept: awkward fractions of 10 000.
    const p = [0.0001 * 0.01 * 100, 0.1596 * 0.16, 0, 0];
    p[2] = 0.6; p[3] = 1 - p[0] - p[1] - p[2];
    expect(sum(percents(p))).toBe(100);
    expect(sum(percents(p, 2))).toBe(100);
  });

  it('round each on its own when the probabilities are not a distribution', () => {
    expect(percents([0.25, 0.25])).toEqual([25, 25]);
    expect(percents([])).toEqual([]);
  });

  it('survive floating point noise in a sum of 1', () => {
    const p = [0.1, 0.2, 0.3, 0.4].map((x) => x + 1e-17);
    expect(sum(percents(p))).toBe(100);
    expect(percents([0.7, 0.1, 0.1, 0.1])).toEqual([70, 10, 10, 10]);
  });
});

describe('percentLabel', () => {
  it('drops trailing zeros', () => {
    expect(percentLabel(57.1, 0.571)).toBe('57.1%');
    expect(percentLabel(50, 0.5)).toBe('50%');
    expect(percentLabel(100, 1)).toBe('100%');
    expect(percentLabel(0, 0)).toBe('0%');
    expect(percentLabel(34, 0.34, 0)).toBe('34%');
  });

  it('never calls a possible outcome 0% or an uncertain one 100%', () => {
    expect(percentLabel(0, 0.0004)).toBe('<0.1%');
    expect(percentLabel(0, 0.004, 0)).toBe('<1%');
    expect(percentLabel(100, 0.99996)).toBe('>99.9%');
  });
});

describe('bars', () => {
  it('label each outcome, widths as a share of the whole', () => {
    const chart = bars([
      { key: '1', probability: 0.01 },
      { key: '2–4', probability: 0.15 },
      { key: '5–9', probability: 0.65 },
      { key: '10', probability: 0.19 },
    ]);
    expect(chart.map((b) => b.label)).toEqual(['1%', '15%', '65%', '19%']);
    expect(chart.map((b) => b.width)).toEqual(['1%', '15%', '65%', '19%']);
    expect(sum(chart.map((b) => b.percent))).toBe(100);
  });

  it('give a possible outcome a sliver and an impossible one nothing', () => {
    const chart = bars([
      { key: 'a', probability: 0.0001 },
      { key: 'b', probability: 0 },
      { key: 'c', probability: 0.9999 },
    ]);
    expect(chart.map((b) => b.width)).toEqual(['0.5%', '0%', '99.99%']);
    expect(chart.map((b) => b.label)).toEqual(['<0.1%', '0%', '>99.9%']);
  });
});

describe('mean', () => {
  it('weighs each value by its chance', () => {
    expect(mean([{ value: 0, probability: 0.5 }, { value: 1, probability: 0.25 }, { value: 3, probability: 0.25 }])).toBe(1);
  });
});

describe('chanceLabel', () => {
  it('labels one chance on its own', () => {
    expect(chanceLabel(0.4851)).toBe('48.5%');
    expect(chanceLabel(0.25)).toBe('25%');
    expect(chanceLabel(0.00001)).toBe('<0.1%');
    expect(chanceLabel(1)).toBe('100%');
  });
});

describe('bands', () => {
  it('are headed and coloured as the charts', () => {
    expect(['one', 'two_to_four', 'five_to_nine', 'ten'].map(bandLabel)).toEqual(['1', '2–4', '5–9', '10']);
    expect(['one', 'two_to_four', 'five_to_nine', 'ten', 'other'].map(bandTone)).toEqual(['disaster', 'failure', 'success', 'outstanding', 'neutral']);
  });
});
