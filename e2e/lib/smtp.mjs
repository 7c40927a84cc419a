// A real SMTP server on loopback (nodemailer's smtp-server) that keeps every message it
// accepts, parsed by mailparser, for the tests to read; and a mail server that hangs.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { freePort } from './server.mjs';

/** The largest message kept (the site's emails are a few KB). */
const maxMessageBytes = 1 << 20;

/**
 * A mail server the site sends to. `messages` holds what it accepted (each with its
 * envelope and parsed form); `stop()` and `start()` take it down and up again on the
 * same port; while `hold` is true it takes messages in but never answers their DATA,
 * as a server would that hangs mid-send (nothing is accepted then).
 */
export async function startSmtpServer() {
  const port = await freePort();
  const mailbox = {
    port,
    messages: [],
    hold: false,
    server: null,
    /** Starts listening (again) on the same port. */
    async start() {
      if (mailbox.server) return;
      const server = new SMTPServer({
        // Plain SMTP on loopback: no STARTTLS (its certificate would not be trusted) and no login.
        disabledCommands: ['STARTTLS', 'AUTH'],
        authOptional: true,
        logger: false,
        size: maxMessageBytes,
        onData(stream, session, callback) {
          const held = mailbox.hold; // as the DATA command came in
          const chunks = [];
          stream.on('data', (c) => chunks.push(c));
          stream.on('end', async () => {
            if (held) return; // never answered: the sender's connection hangs
            try {
              const raw = Buffer.concat(chunks);
              const parsed = await simpleParser(raw);
              mailbox.messages.push({
                from: session.envelope.mailFrom?.address,
                to: session.envelope.rcptTo.map((r) => r.address),
                raw: raw.toString('utf8'),
                parsed,
              });
              callback();
            } catch (error) {
              callback(error);
            }
          });
        },
      });
      server.on('error', () => {}); // a client that goes away mid-send is not the test's failure
      await new Promise((ok, fail) => {
        server.once('error', fail);
        server.listen(port, '127.0.0.1', ok);
      });
      mailbox.server = server;
    },
    /** Stops listening; connections still open are cut. */
    async stop() {
      const server = mailbox.server;
      if (!server) return;
      mailbox.server = null;
      await new Promise((ok) => {
        for (const connection of server.connections ?? []) connection.close?.();
        server.close(ok);
      });
    },
    /** Waits until `count` messages match `predicate` (a few seconds at most); returns them. */
    async waitFor(predicate, { count = 1, timeout = 10_000 } = {}) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = mailbox.messages.filter(predicate);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} matching message(s) within ${timeout} ms, have ${found.length} of ${mailbox.messages.length}: ${mailbox.messages.map((m) => m.parsed.subject).join(' | ')}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
  await mailbox.start();
  return mailbox;
}

/** The environment that points the site's mail at `mailbox` (see docs/operations.md, Mail). */
export function smtpEnvironment(port, { senderAddress = 'shop@farm.example', senderName = 'Hudson Valley Farm' } = {}) {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    MAIL_SENDER_ADDRESS: senderAddress,
    MAIL_SENDER_NAME: senderName,
  };
}

/**
 * A mail server that accepts connections and never says a word, not even its greeting,
 * as one would that hangs. `connections` counts the connections made to it;
 * `connected(count)` resolves once that many were; `stop()` cuts them and stops listening.
 */
export async function startSilentServer() {
  const port = await freePort();
  const sockets = new Set();
  const waiting = [];
  let connections = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {}); // the sender giving up is what the tests expect
    socket.on('close', () => sockets.delete(socket));
    connections++;
    for (const w of waiting.filter((w) => connections >= w.count)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  return {
    port,
    get connections() {
      return connections;
    },
    connected(count = 1) {
      if (connections >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((ok) => server.close(ok));
    },
  };
}
