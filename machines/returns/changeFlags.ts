import type { ReturnType } from './saveRules.ts';

/**
 * The isBm, addLine and isChanges flags of a return (spec 001 §4), derived from its lines' old
 * and new values. The server computes them on every save; what a client sends is not used.
 */
export interface FlagLine {
  materialCode: string;
  materialCodeOld: string | null;
  batch: string;
  batchOld: string | null;
  netPrice: number | null;
  netPriceOld: number | null;
  addLine: boolean;
  /** The plant of the invoice line, for reference lines. */
  plant: string | null;
  /** Refers to an invoice line. */
  reference: boolean;
}

export interface FlagReturn {
  returnType: ReturnType;
  plantCode: string;
  customerCode: string;
  customerCodeOld: string | null;
  plantCodeOld: string | null;
  lines: readonly FlagLine[];
}

export interface ChangeFlags {
  isBm: boolean;
  addLine: boolean;
  isChanges: boolean;
}

const changed = <T>(now: T, old: T | null) => old !== null && old !== now;
const intercompany = (plant: string | null) => Boolean(plant?.startsWith('19'));

/**
 * The total-available check (§5.6 rule 1) is in force when one material is returned on more than
 * one reference line (a line and its 'add Batch' copies): their quantities are summed.
 */
export function sameItemCheckActive(lines: readonly FlagLine[]): boolean {
  const seen = new Set<string>();
  for (const line of lines.filter((l) => l.reference)) {
    if (seen.has(line.materialCode)) return true;
    seen.add(line.materialCode);
  }
  return false;
}

export function changeFlagsOf(r: FlagReturn): ChangeFlags {
  const customerChanged = changed(r.customerCode, r.customerCodeOld);
  const addLine = r.lines.some((l) => l.addLine);
  const sameItem = sameItemCheckActive(r.lines);
  const materialOrPrice = r.lines.some((l) => changed(l.materialCode, l.materialCodeOld) || changed(l.netPrice, l.netPriceOld));
  const batch = r.lines.some((l) => changed(l.batch, l.batchOld));
  const isBm = customerChanged || materialOrPrice || batch || sameItem;

  if (r.returnType === 'MTKA' || r.returnType === 'NONREFMTKA') {
    const plantMoved = r.lines.some((l) => intercompany(l.plant) && intercompany(r.plantCode) && l.plant !== r.plantCode);
    return { isBm, addLine, isChanges: customerChanged || materialOrPrice || sameItem || plantMoved };
  }
  // Without RTV: an intercompany plant (19…) that differs between lines or was changed.
  const plants = new Set(r.lines.map((l) => l.plant).filter(intercompany));
  const plantChanged = intercompany(r.plantCodeOld) && r.plantCodeOld !== r.plantCode;
  return { isBm, addLine, isChanges: plants.size > 1 || plantChanged };
}
