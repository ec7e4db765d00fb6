// The VietQR payload (EMVCo merchant-presented QR, NAPAS 247 "QRIBFTTA" transfer to an account):
// every field is ID (2 digits) + length (2 digits) + value, ending with a CRC-16 over the text.

const GUID_NAPAS = 'A000000727';
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
const CURRENCY_VND = '704';

export interface VietQrInput {
  /** The bank's 6-digit NAPAS BIN. */
  bin: string;
  accountNumber: string;
  /** In đồng; with an amount the code is single-use ("dynamic", 12), without it reusable (11). */
  amountVnd?: number;
  /** Transfer content; banks carry ASCII only, so callers pass letters, digits and spaces. */
  memo?: string;
}

/** One EMVCo data object. Values are ASCII here, so characters and bytes count the same. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`Trường ${id} dài quá 99 ký tự`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function buildVietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bin)) throw new RangeError('Mã BIN ngân hàng phải gồm 6 chữ số');
  if (!/^[0-9A-Za-z]{1,19}$/.test(input.accountNumber)) {
    throw new RangeError('Số tài khoản không hợp lệ');
  }
  const amount = input.amountVnd;
  if (amount !== undefined && !(Number.isInteger(amount) && amount > 0)) {
    throw new RangeError('Số tiền phải là số nguyên dương');
  }
  if (input.memo !== undefined && !/^[0-9A-Za-z ]{1,25}$/.test(input.memo)) {
    throw new RangeError('Nội dung chuyển khoản chỉ gồm chữ không dấu, số và khoảng trắng');
  }

  const beneficiary = field('00', input.bin) + field('01', input.accountNumber);
  const merchant =
    field('00', GUID_NAPAS) + field('01', beneficiary) + field('02', SERVICE_TO_ACCOUNT);
  const body =
    field('00', '01') +
    field('01', amount === undefined ? '11' : '12') +
    field('38', merchant) +
    field('53', CURRENCY_VND) +
    (amount === undefined ? '' : field('54', String(amount))) +
    field('58', 'VN') +
    (input.memo === undefined ? '' : field('62', field('08', input.memo)));
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}

/** The top-level fields of a payload by ID, after checking its CRC (for tests and diagnostics). */
export function parseVietQrPayload(payload: string): Map<string, string> {
  const expected = crc16(payload.slice(0, -4));
  if (payload.slice(-4) !== expected) throw new Error('Sai mã kiểm tra CRC');
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!Number.isInteger(length)) throw new Error(`Độ dài trường ${id} không hợp lệ`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
