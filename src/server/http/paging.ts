/** pageNo and pageSize as the contract defines them (defaults 1 and 10). */
export interface Page {
  pageNo: number;
  pageSize: number;
}

export function pageOf(query: { pageNo?: number; pageSize?: number }): Page {
  return { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 };
}

export function offsetOf(page: Page): number {
  return (page.pageNo - 1) * page.pageSize;
}
