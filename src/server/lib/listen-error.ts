/** The port could not be opened: say which setting to change rather than Node's "listen EADDRINUSE …". */
import type { AppConfig } from '../config';
import { StartupError } from './startup-error';

export function listenError(config: Pick<AppConfig, 'port' | 'host'>, err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  const where = `PORT ${config.port} on HOST ${config.host}`;
  if (code === 'EADDRINUSE')
    return new StartupError(
      `${where} is already in use (EADDRINUSE): stop what listens there, or set PORT to a free port.`,
      { cause: err },
    );
  if (code === 'EACCES')
    return new StartupError(
      `${where} needs privileges this user lacks (EACCES): use a PORT above 1023 and put a proxy in front for 80/443.`,
      { cause: err },
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return new StartupError(
      `HOST ${config.host} is not an address of this machine (${code}): set HOST to 0.0.0.0, 127.0.0.1 or one of its addresses.`,
      { cause: err },
    );
  return err;
}
