// The capture's worker (issue 35): the photo decoded and analysed off the page's thread, so that
// the table stays live while a 12 MP photo is read. Every message gets exactly one reply.
import { decodePhoto } from './capture-decode';
import type { CaptureReply } from './capture-protocol';
import { CaptureSession } from './capture-session';

const session = new CaptureSession(decodePhoto);

/** The top-down layer's pixels move to the page rather than being copied. */
function transfers(reply: CaptureReply): Transferable[] {
  return reply.kind === 'fitted' ? [reply.layer.rgba.buffer] : [];
}

self.onmessage = async (e: MessageEvent<unknown>) => {
  const reply = await session.handle(e.data);
  (self as unknown as Worker).postMessage(reply, transfers(reply));
};
