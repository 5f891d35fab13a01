import type { BillingConfig } from '../../config';
import type { Billing, LocalBilling } from './billing';
import { createStripeBilling } from './stripe-billing';

/**
 * The local adapter collects nothing: subscriptions are database records that the renewal
 * job carries from period to period, and the UI says that no card is charged.
 */
export function createLocalBilling(): LocalBilling {
  return { provider: 'local' };
}

/** The adapter the configuration chooses (BILLING_PROVIDER). */
export function createBilling(config: BillingConfig): Billing {
  if (config.provider === 'stripe') {
    return createStripeBilling({
      secretKey: config.secretKey,
      webhookSecret: config.webhookSecret,
      apiUrl: config.apiUrl,
    });
  }
  return createLocalBilling();
}
