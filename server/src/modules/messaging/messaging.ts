import { MESSAGING_TYPES, type TMessagingType } from '@cleanops/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, resolveDriver } from '../../config';
import {
  DeliveryError,
  type MessageDriver,
  type Messaging,
  MessagingUnavailableError,
  type OutgoingCode,
  type OutgoingNotice,
} from './messaging.types';
import { createOutbox } from './outbox.driver';
import { createSmscDriver } from './smsc.driver';
import { createSmtpDriver } from './smtp.driver';
import { createWhatsappCloudDriver } from './whatsapp-cloud.driver';

export type MessagingLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Picks each channel's driver from the settings (DECISIONS.md §3). */
export function createMessaging(config: Config, logger: MessagingLogger): Messaging {
  const env = config.NODE_ENV;
  const outbox = createOutbox(config.DATA_DIR, logger);
  const choose = <T extends string>(
    channel: TMessagingType,
    choice: 'outbox' | 'off' | T,
    provider: () => MessageDriver,
  ) => (choice === 'off' ? undefined : choice === 'outbox' ? outbox(channel) : provider());

  const smtp = Boolean(config.SMTP_HOST);
  const smsc = Boolean(config.SMSC_LOGIN && config.SMSC_PASSWORD);
  const cloud = Boolean(config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID);
  const drivers: Partial<Record<TMessagingType, MessageDriver>> = {
    email: choose('email', resolveDriver(config.EMAIL_DRIVER, 'smtp', smtp, env), () =>
      createSmtpDriver(config),
    ),
    phone: choose('phone', resolveDriver(config.SMS_DRIVER, 'smsc', smsc, env), () =>
      createSmscDriver(config),
    ),
    whatsapp: choose('whatsapp', resolveDriver(config.WHATSAPP_DRIVER, 'cloud', cloud, env), () =>
      createWhatsappCloudDriver(config),
    ),
  };
  const names = Object.fromEntries(MESSAGING_TYPES.map((c) => [c, drivers[c]?.name ?? 'off']));
  logger.info(names, 'Messaging drivers');
  if (env === 'production' && Object.values(names).includes('outbox')) {
    logger.warn(names, 'Outbox driver in production: codes are written to a file, not delivered');
  }

  /** Hands a message to its channel's driver; a refusal is logged (without the text) and rethrown as a DeliveryError. */
  async function deliver(
    message: { channel: TMessagingType },
    what: string,
    send: (driver: MessageDriver) => Promise<void>,
  ) {
    const driver = drivers[message.channel];
    if (!driver) throw new MessagingUnavailableError(message.channel);
    try {
      await send(driver);
    } catch (err) {
      const error =
        err instanceof DeliveryError ? err : new DeliveryError(message.channel, (err as Error).message, err);
      logger.warn(
        { channel: message.channel, driver: driver.name, reason: error.message },
        `${what} not delivered`,
      );
      throw error;
    }
  }

  return {
    available: () => MESSAGING_TYPES.filter((channel) => drivers[channel]),
    sendCode: (message: OutgoingCode) => deliver(message, 'Code', (driver) => driver.send(message)),
    sendNotice: (notice: OutgoingNotice) => deliver(notice, 'Notice', (driver) => driver.sendNotice(notice)),
    async close() {
      await Promise.all(Object.values(drivers).map((driver) => driver?.close?.()));
    },
  };
}
