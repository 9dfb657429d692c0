import { gridMinute } from './calendarGrid';

export interface TimedItem {
  Id: string;
  AppointmentDateTime: string;
  AppointmentDateTimeEnd: string;
}

export interface PlacedItem<Item> {
  item: Item;
  /** Minutes from the top of the grid (05:00) and length in minutes. */
  top: number;
  height: number;
  /** Side-by-side position among signings that overlap in time. */
  lane: number;
  lanes: number;
}

/** A signing shorter than this still gets room for its name. */
const MIN_MINUTES = 30;

/**
 * Places one day's signings in the time grid. Signings that overlap share the width in lanes, so
 * a double-booked hour shows both signings instead of one hiding the other.
 */
export function placeDay<Item extends TimedItem>(items: Item[], day: string): PlacedItem<Item>[] {
  const sorted = [...items].sort((a, b) => a.AppointmentDateTime.localeCompare(b.AppointmentDateTime));
  const placed: PlacedItem<Item>[] = [];
  let cluster: PlacedItem<Item>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;

  const closeCluster = () => {
    for (const entry of cluster) entry.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };

  for (const item of sorted) {
    const top = gridMinute(item.AppointmentDateTime, day);
    const end = Math.max(gridMinute(item.AppointmentDateTimeEnd, day), top + MIN_MINUTES);
    if (top >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= top);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    const entry = { item, top, height: end - top, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = Math.max(clusterEnd, end);
  }
  closeCluster();
  return placed;
}

/** Signings grouped by the local date they start on. */
export function byStartDate<Item extends { AppointmentDateTime: string }>(items: Item[]): Map<string, Item[]> {
  const days = new Map<string, Item[]>();
  for (const item of items) {
    const day = item.AppointmentDateTime.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  for (const list of days.values()) list.sort((a, b) => a.AppointmentDateTime.localeCompare(b.AppointmentDateTime));
  return days;
}
