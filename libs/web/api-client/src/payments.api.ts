import { apiBaseUrl } from './base-query';
import type { paths } from './generated/openapi.gen';
import { paymentsEndpoints } from './generated/payments.gen';

/**
 * Payments with cache tags: paying or refreshing a payment changes the member's list and that
 * payment; the payout account and the host's earnings refresh after onboarding.
 */
export const paymentsApi = paymentsEndpoints.enhanceEndpoints({
  addTagTypes: ['MyPayments', 'PayoutAccount', 'HostEarnings', 'Reconciliation'],
  endpoints: {
    getPaymentSettings: { providesTags: [] },
    listMyPayments: { providesTags: ['MyPayments'] },
    getMyPayment: { providesTags: ['MyPayments'] },
    startDeposit: { invalidatesTags: ['MyPayments'] },
    payInTestMode: { invalidatesTags: ['MyPayments'] },
    refreshPayment: { invalidatesTags: ['MyPayments'] },
    getHostEarnings: { providesTags: ['HostEarnings'] },
    getPayoutAccount: { providesTags: ['PayoutAccount'] },
    createOnboardingLink: { invalidatesTags: ['PayoutAccount', 'HostEarnings'] },
    listReconciliationReports: { providesTags: ['Reconciliation'] },
    reconcilePayments: { invalidatesTags: ['Reconciliation'] },
  },
});

export const {
  useGetPaymentSettingsQuery,
  useListMyPaymentsQuery,
  useGetMyPaymentQuery,
  useStartDepositMutation,
  usePayInTestModeMutation,
  useRefreshPaymentMutation,
  useGetHostEarningsQuery,
  useGetPayoutAccountQuery,
  useCreateOnboardingLinkMutation,
  useListReconciliationReportsQuery,
  useReconcilePaymentsMutation,
  useReportNoShowMutation,
} = paymentsApi;

export type {
  CheckoutResponse as Checkout,
  FormatEarningsResponse as FormatEarnings,
  HostAccountResponse as PayoutAccount,
  HostEarningsResponse as HostEarnings,
  PaymentResponse as Payment,
  PaymentSettingsResponse as PaymentSettings,
  PayoutResponse as Payout,
} from './generated/payments.gen';

const earningsCsvPath = '/api/payments/host/earnings.csv' satisfies keyof paths;

/** The host's earnings as a CSV download: a plain link, the session cookie goes with it. */
export function hostEarningsCsvUrl(): string {
  return `${apiBaseUrl()}${earningsCsvPath}`;
}
