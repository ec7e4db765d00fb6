// `npm run contract -- --base-url <origin> [--user u --password p]`: checks any upstream
// against BidaHub's contract and prints a table; exits 1 when an answer breaks it.
import { parseArgs } from 'node:util';
import { checkUpstream, formatTable } from './contract-check';

const HELP = `Kiểm tra một máy chủ dữ liệu (upstream /app-api) theo hợp đồng của BidaHub.

Cách dùng:
  npm run contract -- --base-url <origin> [--user <tên> --password <mật khẩu>]

Chỉ gọi các yêu cầu đọc (GET); có tài khoản thì đăng nhập trước để đọc cả phần riêng tư.
Bảng in ra: endpoint, mã trạng thái, hình dạng (ok / MISMATCH), trường thiếu, trường thừa.`;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values['base-url']) {
  console.log(HELP);
  process.exit(values.help ? 0 : 1);
}

const rows = await checkUpstream({
  baseUrl: values['base-url'],
  user: values.user,
  password: values.password,
});
console.log(formatTable(rows));
const broken = rows.filter((r) => r.shapeOk === false || r.status === 'unreachable');
const answered = rows.filter((r) => r.shapeOk !== null).length;
console.log(`\nĐúng hình dạng: ${answered - broken.length}/${answered} endpoint đã trả lời`);
process.exit(broken.length > 0 ? 1 : 0);
