// The coin wallet: top-ups, the ledger, organisers' payouts, the operator's desk, the bank.
import {
  addPayoutMethodBodyWire,
  bankLookupBody,
  bankLookupWire,
  bankTransferPageWire,
  bankWebhookBody,
  createTopupBodyWire,
  decidePayoutBodyWire,
  operatorPayoutPageWire,
  operatorPayoutWire,
  payoutMethodListWire,
  payoutPageWire,
  payoutResultWire,
  payoutWire,
  requestPayoutBodyWire,
  topupPageWire,
  topupWire,
  transferReceiptWire,
  walletConfigWire,
  walletTransactionListWire,
  walletPageWire,
} from '../wire/payments';
import { wireSchema } from '../wire/derive';
import { endpoints } from './endpoint';
import { bankTransfersQuery, historyQuery, operatorPayoutsQuery, pageQuery } from './queries';
import { historyFilters } from '../schemas/payments';

export const walletEndpoints = endpoints({
  'payment.config': {
    method: 'GET',
    path: '/v1/wallet/config',
    summary: 'Gói nạp, hạn mức và tài khoản nhận của ví',
    response: walletConfigWire,
  },
  'payment.histories': {
    method: 'GET',
    path: '/v1/wallet/transactions',
    summary: 'Sổ giao dịch xu của tôi',
    query: historyQuery,
    response: walletPageWire,
    paged: true,
  },
  'payment.exportHistories': {
    method: 'GET',
    path: '/v1/wallet/transactions/export',
    summary: 'Toàn bộ sổ giao dịch đã lọc (tối đa 10 000 dòng)',
    query: wireSchema(historyFilters),
    response: walletTransactionListWire,
  },
  'payment.topups': {
    method: 'GET',
    path: '/v1/wallet/topups',
    summary: 'Các lần nạp xu của tôi',
    query: pageQuery,
    response: topupPageWire,
    paged: true,
  },
  'payment.createTopup': {
    method: 'POST',
    path: '/v1/wallet/topups',
    summary: 'Tạo lệnh nạp xu (chuyển khoản với nội dung riêng)',
    body: createTopupBodyWire,
    response: topupWire,
    created: true,
  },
  'payment.topup': {
    method: 'GET',
    path: '/v1/wallet/topups/:id',
    summary: 'Một lệnh nạp xu',
    response: topupWire,
  },
  'payment.methods': {
    method: 'GET',
    path: '/v1/wallet/payout-methods',
    summary: 'Tài khoản nhận tiền rút',
    response: payoutMethodListWire,
  },
  'payment.addMethod': {
    method: 'POST',
    path: '/v1/wallet/payout-methods',
    summary: 'Thêm tài khoản nhận tiền rút',
    body: addPayoutMethodBodyWire,
    response: payoutMethodListWire,
    created: true,
  },
  'payment.setDefaultMethod': {
    method: 'PUT',
    path: '/v1/wallet/payout-methods/:id/default',
    summary: 'Chọn tài khoản nhận mặc định',
    response: payoutMethodListWire,
  },
  'payment.removeMethod': {
    method: 'DELETE',
    path: '/v1/wallet/payout-methods/:id',
    summary: 'Xoá tài khoản nhận tiền rút',
    response: payoutMethodListWire,
  },
  'payment.payouts': {
    method: 'GET',
    path: '/v1/wallet/payouts',
    summary: 'Các lệnh rút của tôi',
    query: pageQuery,
    response: payoutPageWire,
    paged: true,
  },
  'payment.payout': {
    method: 'GET',
    path: '/v1/wallet/payouts/:id',
    summary: 'Một lệnh rút',
    response: payoutWire,
  },
  'payment.requestPayout': {
    method: 'POST',
    path: '/v1/wallet/payouts',
    summary: 'Rút xu về tài khoản mặc định (xu rời ví ngay)',
    body: requestPayoutBodyWire,
    response: payoutResultWire,
  },
});

export const operatorEndpoints = endpoints({
  'payment.operatorPayouts': {
    method: 'GET',
    path: '/v1/operator/payouts',
    summary: 'Lệnh rút chờ chi trả',
    query: operatorPayoutsQuery,
    response: operatorPayoutPageWire,
    paged: true,
  },
  'payment.decidePayout': {
    method: 'POST',
    path: '/v1/operator/payouts/:id/decision',
    summary: 'Đã chi trả, hoặc từ chối và hoàn xu',
    body: decidePayoutBodyWire,
    response: operatorPayoutWire,
  },
  'payment.bankTransfers': {
    method: 'GET',
    path: '/v1/operator/bank-transfers',
    summary: 'Chuyển khoản ngân hàng đã nhận',
    query: bankTransfersQuery,
    response: bankTransferPageWire,
    paged: true,
  },
});

export const bankEndpoints = endpoints({
  'bank.webhook': {
    method: 'POST',
    path: '/v1/payments/webhook',
    summary: 'Sao kê ngân hàng báo một giao dịch (ký HMAC-SHA256 trên thân)',
    body: bankWebhookBody,
    response: transferReceiptWire,
  },
  'bank.lookup': {
    method: 'POST',
    path: '/v1/payments/lookup',
    summary: 'Số tiền một lệnh nạp đang chờ, theo nội dung chuyển khoản (ký HMAC)',
    body: bankLookupBody,
    response: bankLookupWire,
  },
});
