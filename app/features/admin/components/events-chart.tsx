import { useId } from "react";
import { type DayCount, scaleBars, shortDay } from "../chart";

const chartHeight = 120;
const barWidth = 10;
const gap = 4;

/**
 * Events per day as an SVG bar chart. Screen readers get a summary (aria-describedby) and every
 * figure in the table below it.
 */
export function EventsChart({ days }: { days: readonly DayCount[] }) {
  const id = useId();
  const { max, bars } = scaleBars(days, chartHeight);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = bars.find((bar) => bar.count === max && max > 0);
  const width = bars.length * (barWidth + gap);
  const summary =
    total === 0
      ? `No events in the last ${days.length} days.`
      : `${total} events in the last ${days.length} days; the busiest day was ${shortDay(
          busiest?.day ?? "",
        )} with ${max}.`;
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${width} ${chartHeight}`}
        preserveAspectRatio="none"
        className="h-32 w-full text-primary"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
      >
        <title id={`${id}-title`}>Analytics events per day</title>
        {bars.map((bar, index) => (
          <rect
            key={bar.day}
            x={index * (barWidth + gap)}
            y={chartHeight - bar.height}
            width={barWidth}
            height={bar.height}
            className="fill-current"
          >
            <title>{`${shortDay(bar.day)}: ${bar.count}`}</title>
          </rect>
        ))}
      </svg>
      <figcaption id={`${id}-summary`} className="text-sm text-muted-foreground">
        {summary}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Daily figures</summary>
        <table className="mt-2 w-full max-w-xs text-left">
          <caption className="sr-only">Analytics events per day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Events
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-border">
                <td className="py-1">{shortDay(day.day)}</td>
                <td className="py-1 text-right tabular-nums">{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
