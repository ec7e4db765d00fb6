// `npm run payment:simulate -- <memo> [amountVnd]`: plays the bank-statement provider for a
// local server. It sends a correctly signed webhook for an incoming transfer carrying <memo> to
// the operator's account (read from the server's public wallet configuration).
import { createHmac, randomUUID } from 'node:crypto';

// The server's fallback outside production (src/app-api/services/webhook-signature.ts).
const DEV_WEBHOOK_SECRET = 'bidahub-dev-webhook-secret';

const HELP = `Giả lập ngân hàng báo một khoản chuyển vào (webhook có chữ ký HMAC-SHA256).

Cách dùng:
  npm run payment:simulate -- <memo> [amountVnd]

  <memo>       Nội dung chuyển khoản của yêu cầu nạp xu, ví dụ BH7K2M9QXA
  [amountVnd]  Số tiền (đồng). Bỏ trống: hỏi máy chủ số tiền yêu cầu nạp đang chờ
               (POST /app-api/v1/payments/lookup, cũng ký bằng cùng khoá bí mật).
               Ghi số khác để thử trường hợp sai số tiền.

Môi trường:
  PORT                    Cổng của máy chủ cục bộ (mặc định 3000)
  APP_URL                 Địa chỉ máy chủ, thay cho http://localhost:$PORT
  PAYMENT_WEBHOOK_SECRET  Khoá bí mật; mặc định là khoá phát triển của máy chủ
                          (chỉ dùng được khi máy chủ chạy APP_MODE=demo hoặc development, như npm start)`;

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.log(HELP);
  process.exit(args.length === 0 ? 1 : 0);
}

const [memo, amountArg] = args;
const origin = (process.env.APP_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(
  /\/$/,
  '',
);
const secret = process.env.PAYMENT_WEBHOOK_SECRET?.trim() || DEV_WEBHOOK_SECRET;

async function signedPost(path, payload) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const response = await fetch(`${origin}/app-api/v1/payments${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    body,
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { message: text };
  }
  if (!response.ok) {
    console.error(`✗ ${response.status}: ${json.message ?? text}`);
    process.exit(1);
  }
  return json;
}

/** The account the server's top-ups are paid into: the webhook must name it to be credited. */
async function operatorAccount() {
  const response = await fetch(`${origin}/app-api/v1/wallet/config`);
  if (!response.ok) {
    console.error(`✗ ${response.status}: không đọc được cấu hình ví của máy chủ`);
    process.exit(1);
  }
  const { data } = await response.json();
  return data.bank.account_number;
}

const accountNumber = await operatorAccount();
let amount;
if (amountArg !== undefined) {
  amount = Number(amountArg);
  if (!Number.isInteger(amount) || amount <= 0) {
    console.error('✗ Số tiền phải là số nguyên dương (đồng)');
    process.exit(1);
  }
} else {
  const { data } = await signedPost('/lookup', { memo });
  if (data.status !== 'pending') {
    console.warn(`! Yêu cầu nạp ${data.memo} đang ở trạng thái "${data.status}"`);
  }
  amount = data.amount_vnd;
}

const now = new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString();
const result = await signedPost('/webhook', {
  id: `SIM-${randomUUID()}`,
  gateway: 'MBBank',
  transactionDate: `${now.slice(0, 10)} ${now.slice(11, 19)}`,
  accountNumber,
  content: `${memo} chuyen tien nap xu`,
  transferType: 'in',
  transferAmount: amount,
  referenceCode: `FT${Date.now()}`,
});
console.log(
  `✓ Đã gửi ${amount.toLocaleString('vi-VN')} đ với nội dung ${memo}: ${result.data.outcome}`,
);
