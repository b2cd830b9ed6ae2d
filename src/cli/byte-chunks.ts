// Long output gathered as UTF-8 bytes and handed on in chunks: `mire check` on a big table prints
// hundreds of megabytes, a few dozen short pieces per pair. Copying each piece into a chunk keeps
// the pieces from becoming a million strings to join, encode and collect.
import type { Io } from './io';

/** Bytes gathered before each write. */
const CHUNK_BYTES = 1 << 16;

/** Up to this many bytes, bytes() copies by hand. */
const SHORT_BYTES = 16;

const utf8 = new TextEncoder();

/** Text as UTF-8 bytes, for the pieces written again and again (ids, keys). */
export function encoded(text: string): Uint8Array {
  return utf8.encode(text);
}

/**
 * Bytes to io.writeBytes in chunks; without it, decoded to text for io.write; without either,
 * gathered and printed once by io.out. end() finishes the line.
 */
export class ByteChunks {
  private buf = new Uint8Array(CHUNK_BYTES);
  private at = 0;
  private readonly decoder = new TextDecoder();
  /** The text so far, when only io.out can print it. */
  private readonly gathered: string[] = [];

  constructor(private readonly io: Io) {}

  bytes(b: Uint8Array): void {
    if (this.at + b.length > this.buf.length) {
      this.flush();
      if (b.length > this.buf.length) return this.emit(b);
    }
    // A few bytes copied one by one cost less than a call to set().
    if (b.length > SHORT_BYTES) {
      this.buf.set(b, this.at);
      this.at += b.length;
      return;
    }
    const buf = this.buf;
    let at = this.at;
    for (let i = 0; i < b.length; i++) buf[at++] = b[i];
    this.at = at;
  }

  /** Text known to be ASCII (numbers, keywords): one byte per character, no encoder. */
  ascii(s: string): void {
    if (this.at + s.length > this.buf.length) {
      this.flush();
      if (s.length > this.buf.length) return this.emit(encoded(s));
    }
    const buf = this.buf;
    let at = this.at;
    for (let i = 0; i < s.length; i++) buf[at++] = s.charCodeAt(i);
    this.at = at;
  }

  /** Any text. */
  text(s: string): void {
    this.bytes(encoded(s));
  }

  /** `count` spaces. */
  spaces(count: number): void {
    if (this.at + count > this.buf.length) {
      this.flush();
      if (count > this.buf.length) return this.emit(encoded(' '.repeat(count)));
    }
    this.buf.fill(0x20, this.at, this.at + count);
    this.at += count;
  }

  /** The last chunk, and the line's end. */
  end(): void {
    this.flush();
    if (this.io.writeBytes !== undefined) this.io.writeBytes(encoded('\n'));
    else if (this.io.write !== undefined) this.io.write(`${this.decoder.decode()}\n`);
    else this.io.out(this.gathered.join('') + this.decoder.decode());
  }

  private flush(): void {
    if (this.at === 0) return;
    const chunk = this.buf.subarray(0, this.at);
    // A chunk handed to a stream may be held until written: the next one goes in a new buffer.
    this.buf = new Uint8Array(CHUNK_BYTES);
    this.at = 0;
    this.emit(chunk);
  }

  private emit(chunk: Uint8Array): void {
    if (this.io.writeBytes !== undefined) return this.io.writeBytes(chunk);
    // A character cut between two chunks is decoded whole with the next (stream).
    const text = this.decoder.decode(chunk, { stream: true });
    if (this.io.write !== undefined) this.io.write(text);
    else this.gathered.push(text);
  }
}
