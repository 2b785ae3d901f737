/** The ports of `npm start`, from the environment, each with the variable that sets it. */
export interface NamedPort {
  port: number;
  variable: string;
}

export interface StartPorts {
  mock: NamedPort;
  docs: NamedPort;
  console: NamedPort;
}

function portFrom(env: NodeJS.ProcessEnv, variable: string, fallback: number): NamedPort {
  const text = env[variable];
  if (text === undefined || text === '') return { port: fallback, variable };
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535)
    throw new Error(`${variable}='${text}' is not a port: use a number from 1 to 65535.`);
  return { port, variable };
}

export function portsFromEnv(env: NodeJS.ProcessEnv): StartPorts {
  const ports = {
    mock: portFrom(env, 'DSM_MOCK_PORT', 4010),
    docs: portFrom(env, 'DSM_DOCS_PORT', 4011),
    console: portFrom(env, 'DSM_CONSOLE_PORT', 4012),
  };
  const all = Object.values(ports);
  for (const [i, a] of all.entries()) {
    const b = all.slice(i + 1).find((other) => other.port === a.port);
    if (b) throw new Error(`${a.variable} and ${b.variable} are both ${a.port}: give each server its own port.`);
  }
  return ports;
}
