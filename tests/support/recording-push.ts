import {
  isPushServiceEndpoint,
  type PushMessage,
  type PushSender,
  type PushTarget,
} from '../../src/app-api/services/push';

/** A push service that records what it was asked to send; `gone` endpoints answer 410. */
export function recordingPush(gone = new Set<string>()) {
  const sent: { target: PushTarget; message: PushMessage }[] = [];
  const push: PushSender = {
    publicKey: () => Promise.resolve('BPublicKeyForTests'),
    accepts: (endpoint) => isPushServiceEndpoint(endpoint, ['push.example']),
    send: (target, message) => {
      sent.push({ target, message });
      return Promise.resolve(gone.has(target.endpoint) ? 'gone' : 'sent');
    },
  };
  return { push, sent };
}
