/**
 * Spoof's scorekeeper for a real table as the start screen offers it (issue 8 §4): its label and sentence,
 * known before the game's own chunk is loaded (`../registry.ts`).
 */
import type { TableLabel } from '../registry';
import { t } from '../../lib/i18n.svelte';

/** The start screen's button and the sentence under it. */
export const SPOOF_TABLE: TableLabel = {
  get label() {
    return t('app.spoof.table-label');
  },
  get description() {
    return t('app.spoof.table-description');
  },
};
