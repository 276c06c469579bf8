export {
  type WallClock,
  firstCityTimeZone,
  startOfDayIn,
  wallClockAt,
  zonedDateTime,
  zonedInstant,
} from './zoned-time.js';
