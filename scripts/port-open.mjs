// Exit 0 when something answers TCP on host:port within 2 s (used by .ci/run to find services).
import { connect } from 'node:net';

const [host = '127.0.0.1', port = '5432'] = process.argv.slice(2);
const socket = connect({ host, port: Number(port) });
const timer = setTimeout(() => process.exit(1), 2000);
socket.on('connect', () => {
  clearTimeout(timer);
  socket.end();
  process.exit(0);
});
socket.on('error', () => process.exit(1));
