import type { ChainWatcher, ConfirmedDeposit } from '../../src/modules/wallet/index';

/**
 * TEST DOUBLE — not a chain. Stands in for a real watcher (a node, an indexer, a custody webhook) so tests can
 * "confirm" a deposit by hand and check what the server does with it. Never wired into a real start.
 */
export class ManualChainWatcher implements ChainWatcher {
  private onConfirmed: ((deposit: ConfirmedDeposit) => Promise<void>) | null = null;
  isStopped = false;

  async start(onConfirmed: (deposit: ConfirmedDeposit) => Promise<void>) {
    this.onConfirmed = onConfirmed;
  }

  async stop() {
    this.isStopped = true;
    this.onConfirmed = null;
  }

  /** Reports a confirmed deposit as a real watcher would, and waits until the server handled it. */
  async confirm(deposit: ConfirmedDeposit) {
    if (!this.onConfirmed) throw new Error('watcher not started');
    await this.onConfirmed(deposit);
  }
}
