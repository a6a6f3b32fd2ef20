import { Link } from "react-router";

/** The way back from a job or the categories to the staff job list. */
export function BackToJobs() {
  return (
    <p>
      <Link
        to="/admin/jobs"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Back to jobs
      </Link>
    </p>
  );
}
