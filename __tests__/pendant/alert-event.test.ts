import { alertFlags, encodePendantAlert, parsePendantAlert, pendantAlertKind } from '@/lib/pendant/alert-event';

const view = (...bytes: number[]) => new DataView(new Uint8Array(bytes).buffer);

describe('parsePendantAlert (docs/pendant-protocol.md#alert-event-characteristic)', () => {
  it('reads the flags of byte 0 and the sequence number of byte 1', () => {
    expect(parsePendantAlert(view(0b001, 7))).toEqual({ button: true, longPress: false, fall: false, sequence: 7 });
    expect(parsePendantAlert(view(0b010, 255))).toEqual({ button: false, longPress: true, fall: false, sequence: 255 });
    expect(parsePendantAlert(view(0b100, 0))).toEqual({ button: false, longPress: false, fall: true, sequence: 0 });
  });

  it('takes a value without a sequence number, and ignores bytes after it', () => {
    expect(parsePendantAlert(view(0b001))).toEqual({ button: true, longPress: false, fall: false, sequence: null });
    expect(parsePendantAlert(view(0b100, 3, 0xff, 0xff))?.sequence).toBe(3);
  });

  it('ignores the reserved bits', () => {
    expect(parsePendantAlert(view(0b1111_1001, 1))).toEqual({ button: true, longPress: false, fall: false, sequence: 1 });
  });

  it('ignores a missing, empty or zero value, and one with reserved bits only', () => {
    expect(parsePendantAlert(null)).toBeNull();
    expect(parsePendantAlert(undefined)).toBeNull();
    expect(parsePendantAlert(view())).toBeNull();
    expect(parsePendantAlert(view(0x00))).toBeNull();
    expect(parsePendantAlert(view(0x00, 12))).toBeNull();
    expect(parsePendantAlert(view(0b1111_1000, 12))).toBeNull();
  });
});

describe('pendantAlertKind', () => {
  const kindOf = (flags: number) => pendantAlertKind(parsePendantAlert(view(flags))!);

  it('names each single event', () => {
    expect(kindOf(alertFlags.button)).toBe('button');
    expect(kindOf(alertFlags.longPress)).toBe('longPress');
    expect(kindOf(alertFlags.fall)).toBe('fall');
  });

  it('never lets a cancel in the same value silence a fall or a press', () => {
    expect(kindOf(alertFlags.fall | alertFlags.button)).toBe('fall');
    expect(kindOf(alertFlags.fall | alertFlags.longPress)).toBe('fall');
    expect(kindOf(alertFlags.button | alertFlags.longPress)).toBe('button');
    expect(kindOf(0b111)).toBe('fall');
  });
});

describe('encodePendantAlert', () => {
  it('writes what parsePendantAlert reads', () => {
    expect(encodePendantAlert('button')).toEqual([0b001]);
    expect(encodePendantAlert('fall', 300)).toEqual([0b100, 44]);
    for (const kind of ['button', 'longPress', 'fall'] as const) {
      const parsed = parsePendantAlert(view(...encodePendantAlert(kind, 5)));
      expect(parsed && pendantAlertKind(parsed)).toBe(kind);
      expect(parsed?.sequence).toBe(5);
    }
  });
});
