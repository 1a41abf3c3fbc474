/**
 * A question the person must answer before something that ends or replaces the game in progress
 * (issue 14): shown by the root (`../components/ConfirmDialog.svelte`); `answer` settles `AppState.ask`.
 */
export interface Question {
  /** Which question (`resign`, `new-game`, `offer-draw`), for tests. */
  readonly kind: 'resign' | 'new-game' | 'offer-draw';
  readonly text: string;
  /** The "yes" button's words, naming the action. */
  readonly yes: string;
  readonly answer: (yes: boolean) => void;
}
