// Large test photos without an image library: a baseline JPEG (4:2:0) in which every
// 8x8 block is one flat colour, so only DC coefficients are coded. A 4000x3000 image is
// about 150 KB, yet decodes to the same number of pixels as any photo of that size.

const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]; // the standard luminance DC table
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Canonical Huffman codes of a DHT table: value -> [code, length]. */
function huffmanCodes(bits, values) {
  const codes = new Map();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < bits[length - 1]; i++) codes.set(values[k++], [code++, length]);
    code <<= 1;
  }
  return codes;
}

class BitWriter {
  bytes = [];
  acc = 0;
  count = 0;
  write(value, length) {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }
  flushByte() {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0); // byte stuffing
    this.acc = 0;
    this.count = 0;
  }
  finish() {
    while (this.count !== 0) this.write(1, 1);
    return this.bytes;
  }
}

const segment = (marker, body) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
const clamp = (v) => Math.max(0, Math.min(255, Math.round(v)));

/**
 * A width x height JPEG of smooth colour gradients (seed varies them), each 8x8 block
 * flat. Returns a Uint8Array.
 */
export function flatBlockJPEG(width, height, seed = 0) {
  const dc = huffmanCodes(DC_BITS, DC_VALUES);
  const bits = new BitWriter();
  const predictions = [0, 0, 0];
  const block = (component, level) => {
    const value = clamp(level) - 128; // with a quantizer of 8, the DC coefficient is the level shifted
    const diff = value - predictions[component];
    predictions[component] = value;
    const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
    const [code, length] = dc.get(category);
    bits.write(code, length);
    if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
    bits.write(0, 1); // end of block: the AC table's only code
  };
  const mcusAcross = Math.ceil(width / 16);
  const mcusDown = Math.ceil(height / 16);
  for (let my = 0; my < mcusDown; my++) {
    for (let mx = 0; mx < mcusAcross; mx++) {
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const bx = 2 * mx + dx;
        const by = 2 * my + dy;
        block(0, 60 + (140 * bx) / (2 * mcusAcross) + 40 * Math.sin((bx + by + seed) / 7));
      }
      block(1, 90 + (80 * my) / mcusDown + seed);
      block(2, 170 - (90 * mx) / mcusAcross);
    }
  }
  const scan = bits.finish();
  const frame = [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0];
  return new Uint8Array([
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...new Array(64).fill(8)]),
    ...segment(0xc0, frame),
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES]),
    ...segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ]);
}
