// Outcome probabilities as a horizontal bar chart: percentages rounded so that they add up to
// exactly 100 (largest remainder), their labels, and the width of each bar.

/**
 * Each probability (a fraction of 1) as a percentage at `decimals` places, rounded so that the
 * rounded values add up to exactly 100 when the probabilities add up to 1 (largest remainder:
 * everything is rounded down, then the units left over go to the largest remainders, the earlier
 * outcome first on a tie). Probabilities that do not add up to 1 are rounded each on its own.
 */
export function percents(probabilities: readonly number[], decimals = 1): number[] {
  const scale = 10 ** decimals;
  const units = probabilities.map((p) => Math.max(0, p) * 100 * scale);
  const total = units.reduce((a, b) => a + b, 0);
  const whole = 100 * scale;
  // Only a distribution (summing to 1 within floating point error) is forced to 100.
  if (probabilities.length === 0 || Math.abs(total - whole) > 1e-6 * whole) {
    return units.map((u) => Math.round(u) / scale);
  }
  const floors = units.map((u) => Math.floor(u + 1e-9));
  let left = whole - floors.reduce((a, b) => a + b, 0);
  const order = units
    .map((u, i) => ({ i, rest: u - floors[i] }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors.map((f) => f / scale);
}

/**
 * A percentage as labelled on its bar: "57.1%", "100%", "0%". A chance that is there but rounds
 * to nothing reads "<0.1%" rather than a misleading "0%"; one that rounds up to 100 without being
 * certain reads ">99.9%".
 */
export function percentLabel(percent: number, probability: number, decimals = 1): string {
  const step = 10 ** -decimals;
  if (probability > 0 && percent < step / 2) return `<${step.toFixed(decimals)}%`;
  if (probability < 1 && percent >= 100) return `>${(100 - step).toFixed(decimals)}%`;
  const fixed = percent.toFixed(decimals);
  // "100.0%" and "50.0%" read better as "100%" and "50%".
  return `${fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed}%`;
}

/** One chance on its own, as labelled: 0.4851 → "48.5%". */
export function chanceLabel(probability: number, decimals = 1): string {
  const scale = 10 ** decimals;
  return percentLabel(Math.round(probability * 100 * scale) / scale, probability, decimals);
}

export type Bar = {
  /** What the outcome is ("5–9"), as the caller keys it. */
  key: string;
  probability: number;
  /** Rounded so the chart's percentages add up to 100. */
  percent: number;
  label: string;
  /** CSS width of the bar, a share of the whole track (100% is certain). */
  width: string;
};

/**
 * The bars of a chart, one per outcome in the order given. A bar's width is its share of the
 * whole (not of the largest bar), so bars of different charts compare; a possible outcome gets at
 * least a sliver so it can be seen.
 */
export function bars(outcomes: readonly { key: string; probability: number }[], decimals = 1): Bar[] {
  const rounded = percents(
    outcomes.map((o) => o.probability),
    decimals,
  );
  return outcomes.map((o, i) => {
    const raw = Math.min(1, Math.max(0, o.probability)) * 100;
    const shown = o.probability > 0 ? Math.max(raw, 0.5) : 0;
    return {
      key: o.key,
      probability: o.probability,
      percent: rounded[i],
      label: percentLabel(rounded[i], o.probability, decimals),
      width: `${Number(shown.toFixed(3))}%`,
    };
  });
}

/** The mean of a distribution over whole numbers ("cards lost"), e.g. 0.62. */
export function mean(distribution: readonly { value: number; probability: number }[]): number {
  return distribution.reduce((sum, d) => sum + d.value * d.probability, 0);
}

/** One outcome as a chart row. */
export type BarRow = {
  key: string;
  /** What the outcome is: "5–9", "Graze", "2 cards". */
  label: string;
  /** The chart's words for it: "Shoot at the Enemy!". */
  headline?: string | null;
  probability: number;
  /** The exact chance as a fraction ("1223/7776"), shown as the percentage's tooltip. */
  exact?: string;
  /** Colours the bar. */
  tone?: Tone;
};

export type Tone = 'disaster' | 'failure' | 'success' | 'outstanding' | 'neutral';

/** The colour of a band of an action chart: a 1 is a disaster, 2–4 a failure, 5–9 a success, 10 outstanding. */
export function bandTone(band: string): Tone {
  switch (band) {
    case 'one':
    case '1':
      return 'disaster';
    case 'two_to_four':
    case '2–4':
      return 'failure';
    case 'five_to_nine':
    case '5–9':
      return 'success';
    case 'ten':
    case '10':
      return 'outstanding';
    default:
      return 'neutral';
  }
}

/** As the charts head a band: `five_to_nine` → "5–9". */
export function bandLabel(band: string): string {
  return { one: '1', two_to_four: '2–4', five_to_nine: '5–9', ten: '10' }[band] ?? band;
}
