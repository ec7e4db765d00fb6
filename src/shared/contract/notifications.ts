// "You're up" and "you're next" (issue 19): a player's notices, their choice of kinds, and the
// browsers the upstream pushes to (Web Push, VAPID).
import { z } from '../zod';
import {
  notificationSchema,
  notificationSettingsInput,
  notificationSettingsSchema,
  notificationsInput,
  pushEndpointInput,
  pushSubscriptionInput,
} from '../schemas/notifications';
import { wireSchema } from '../wire/derive';
import { noData } from './account';
import { endpoints } from './endpoint';

export const notificationEndpoints = endpoints({
  'notifications.list': {
    method: 'GET',
    path: '/v1/notifications',
    summary: 'Thông báo gần đây của người dùng (đến lượt, sắp đến lượt), mới hơn mã `after`',
    query: wireSchema(notificationsInput),
    response: wireSchema(z.array(notificationSchema)),
  },
  'notifications.settings': {
    method: 'GET',
    path: '/v1/notifications/settings',
    summary: 'Loại thông báo người dùng nhận, khoá công khai VAPID, số thiết bị nhận thông báo đẩy',
    response: wireSchema(notificationSettingsSchema),
  },
  'notifications.updateSettings': {
    patch: { read: 'notifications.settings' },
    publicChange: 'none',
    method: 'PUT',
    path: '/v1/notifications/settings',
    summary: 'Bật hoặc tắt từng loại thông báo',
    body: wireSchema(notificationSettingsInput),
    response: wireSchema(notificationSettingsSchema),
  },
  'notifications.subscribePush': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/notifications/push-subscriptions',
    summary: 'Đăng ký trình duyệt này nhận thông báo đẩy (Web Push)',
    body: wireSchema(pushSubscriptionInput),
    response: wireSchema(notificationSettingsSchema),
  },
  'notifications.unsubscribePush': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/notifications/push-subscriptions/remove',
    summary: 'Thôi gửi thông báo đẩy đến trình duyệt này',
    body: wireSchema(pushEndpointInput),
    response: noData,
  },
});
