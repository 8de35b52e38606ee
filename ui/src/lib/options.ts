// A campaign's options as the backend shows them (`CampaignOptions.choices`, src/campaign/options.rs):
// every choice with its values, their labels and rules, and where the rule is written. Used for Quick
// on the Draw and My Wild West campaigns, whose options are two readings of a passage each; the fate family has its
// own editor (FateOptionsEditor), built from its catalog.
import type { CampaignOptions } from '../bindings/CampaignOptions';
import type { OptionView } from '../bindings/OptionView';
import type { QotdOptions } from '../bindings/QotdOptions';

/** One option as the editor shows it. */
export type ChoiceRow = {
  id: string;
  title: string;
  value: string;
  values: { value: string; label: string; rule: string }[];
  isDefault: boolean;
  rule: string;
  source: string;
};

export function choiceRows(choices: OptionView[]): ChoiceRow[] {
  return choices.map((c) => ({
    id: c.id,
    title: c.title,
    value: c.value,
    values: c.values.map((value, i) => ({ value, label: c.labels[i] ?? value, rule: c.rules[i] ?? '' })),
    isDefault: c.is_default,
    rule: c.rule,
    source: c.source,
  }));
}

/**
 * A QOTD campaign's options with one choice changed, as `set_campaign_options` takes them: only
 * the choices that differ from the defaults (each option's first value), so `{}` is the default game.
 */
export function qotdOptionsWith(choices: OptionView[], id: string, value: string): QotdOptions {
  return readingsWith(choices, id, value) as QotdOptions;
}

/**
 * A campaign's readings (QOTD or My Wild West) with one choice changed, as `set_campaign_options`
 * takes them: only the choices that differ from the defaults (each option's first value).
 */
export function readingsWith(choices: OptionView[], id: string, value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of choices) {
    const v = c.id === id ? value : c.value;
    if (v !== c.values[0]) out[c.id] = v;
  }
  return out;
}

/** How many choices differ from the defaults, for the campaign's header. */
export function changedCount(options: CampaignOptions | null): number {
  return options?.choices.filter((c) => !c.is_default).length ?? 0;
}
