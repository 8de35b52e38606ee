// Who acts in an odds panel may come from a roster (issue 23, item 1): the campaigns of the panel's
// family, and the roster of the one chosen. Shared by the QOTD and fate choosers (CharacterChooser,
// FateCharacterChooser) and by RosterPick (My Wild West, The West That Wasn't).
import { getCampaign, listCampaigns } from '../api';
import type { CampaignDetail } from '../bindings/CampaignDetail';
import type { CampaignSummary } from '../bindings/CampaignSummary';
import type { ErrorBody } from '../bindings/ErrorBody';
import type { Ruleset } from '../bindings/Ruleset';
import { toErrorBody } from './errors';

/**
 * The family's campaigns, and the chosen campaign's roster. Both are read again each time the panel
 * is shown (`active`): they may have changed in the Campaigns section meanwhile. An answer for a
 * campaign no longer chosen is dropped.
 */
export class RosterSource {
  /** Null until first read. */
  campaigns = $state<CampaignSummary[] | null>(null);
  detail = $state<CampaignDetail | null>(null);
  error = $state<ErrorBody | null>(null);

  constructor(ruleset: Ruleset, active: () => boolean, campaignId: () => number | null) {
    $effect(() => {
      if (!active()) return;
      listCampaigns().then(
        (list) => {
          this.campaigns = list.filter((c) => c.ruleset === ruleset);
          this.error = null;
        },
        (e) => (this.error = toErrorBody(e)),
      );
    });
    $effect(() => {
      const id = campaignId();
      if (id === null) {
        this.detail = null;
        return;
      }
      if (!active()) return;
      getCampaign(id).then(
        (d) => {
          if (campaignId() !== id) return;
          this.detail = d;
          this.error = null;
        },
        (e) => (this.error = toErrorBody(e)),
      );
    });
  }
}
