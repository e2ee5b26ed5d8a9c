/**
 * The data a server-rendered page hands over (<script id="aurelia-state">, docs/decisions/065), marked as fetched
 * now. The server keeps one finished page per address until the catalogue changes — every change clears it, in
 * every process — so the data is current when the page is sent, however long ago it was rendered; stamping it
 * with the time of rendering would make the browser ask the API again at once for what it has just been given.
 */
export interface HandedOverState {
  queries?: Array<{ state: { dataUpdatedAt: number } }>;
}

export function asJustFetched<T extends HandedOverState>(state: T, now: number): T {
  for (const query of state.queries ?? []) {
    // 0: never fetched (nothing to vouch for).
    if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt = now;
  }
  return state;
}
