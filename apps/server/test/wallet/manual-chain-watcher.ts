import type { ChainWatcher, ConfirmedDeposit, DepositProgress } from '../../src/modules/wallet/index';

/**
 * TEST DOUBLE — not a chain. Stands in for a real watcher (a node, an indexer, a custody webhook) so tests can
 * "confirm" a deposit by hand and check what the server does with it. Never wired into a real start.
 */
export class ManualChainWatcher implements ChainWatcher {
  private onConfirmed: ((deposit: ConfirmedDeposit) => Promise<void>) | null = null;
  private onProgress: ((deposit: DepositProgress) => Promise<void>) | null = null;
  isStopped = false;

  async start(
    onConfirmed: (deposit: ConfirmedDeposit) => Promise<void>,
    onProgress?: (deposit: DepositProgress) => Promise<void>,
  ) {
    this.onConfirmed = onConfirmed;
    this.onProgress = onProgress ?? null;
  }

  async stop() {
    this.isStopped = true;
    this.onConfirmed = null;
    this.onProgress = null;
  }

  /** Reports a confirmed deposit as a real watcher would, and waits until the server handled it. */
  async confirm(deposit: ConfirmedDeposit) {
    if (!this.onConfirmed) throw new Error('watcher not started');
    await this.onConfirmed(deposit);
  }

  /** Reports a deposit seen on the chain that is not final yet (n of m confirmations). */
  async progress(deposit: DepositProgress) {
    if (!this.onProgress) throw new Error('watcher not started');
    await this.onProgress(deposit);
  }
}
