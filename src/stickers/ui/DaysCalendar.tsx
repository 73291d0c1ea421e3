import styled from "@emotion/styled";
import { parseDailyStickerId } from "../catalogue";
import type { EarnedMap } from "../local";

const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
`;

const Month = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 800;
    margin-bottom: 8px;
  }
`;

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, 40px);
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    place-items: center;
    height: 40px;
    border-radius: 10px;
    color: var(--text-muted);
    font-size: 0.9rem;
  }
  li[data-joined] {
    background: var(--butter);
    color: #231a4d;
    font-weight: 800;
  }
`;

const WORDS = { coloring: "today's picture", "word-search": "today's puzzle" } as const;

/** The days a visitor joined in with today's picture or puzzle: a calendar of those months, nothing marked missed. */
export function DaysCalendar({ earned }: { earned: EarnedMap }) {
  const days = new Map<string, string[]>();
  for (const id of Object.keys(earned)) {
    const daily = parseDailyStickerId(id);
    if (daily) days.set(daily.day, [...(days.get(daily.day) ?? []), WORDS[daily.activity]].sort());
  }
  if (days.size === 0) {
    return <p>Finish today&apos;s picture or puzzle and the day shows here with a sticker.</p>;
  }
  const months = [...new Set([...days.keys()].map((d) => d.slice(0, 7)))].sort().reverse();
  return (
    <Months>
      {months.map((month) => {
        const [year, m] = month.split("-").map(Number) as [number, number];
        const first = new Date(year, m - 1, 1);
        const length = new Date(year, m, 0).getDate();
        const name = first.toLocaleDateString("en-US", { month: "long", year: "numeric" });
        return (
          <Month key={month}>
            <figcaption>{name}</figcaption>
            <Grid aria-label={name}>
              {Array.from({ length }, (_, i) => {
                const day = `${month}-${String(i + 1).padStart(2, "0")}`;
                const joined = days.get(day);
                return (
                  <li
                    key={day}
                    data-joined={joined ? "" : undefined}
                    style={i === 0 ? { gridColumnStart: first.getDay() + 1 } : undefined}
                    aria-label={joined ? `${i + 1}: ${joined.join(" and ")}` : undefined}
                  >
                    {joined ? `★ ${i + 1}` : i + 1}
                  </li>
                );
              })}
            </Grid>
          </Month>
        );
      })}
    </Months>
  );
}
