import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import type { Options } from 'highcharts';

/**
 * The only module that loads Highcharts; the dashboard imports it lazily so the first page of
 * the app does not wait for the chart library. Hidden from assistive technology: every chart
 * sits next to a table of the same numbers.
 */
export default function DashboardChart({ options }: { options: Options }) {
  return (
    <div className="dashboard-chart" aria-hidden="true">
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
