// BidaHub's service worker. Today it shows what the server pushes while no BidaHub page is open
// (the table board's "you're up" and "you're next") and opens the match when it is tapped.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = { title: 'BidaHub', body: '', url: '/', tag: 'bidahub' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still says that something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: '/favicon.svg',
      vibrate: [250, 120, 250],
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (!open) return self.clients.openWindow(url);
      await open.focus();
      return open.navigate(url);
    })(),
  );
});
