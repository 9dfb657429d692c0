import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import type { Options } from 'highcharts';
// The palette's CSS variables come from our own stylesheet: Highcharts would otherwise inject a
// <style> element, which the Content-Security-Policy (styles from this origin only) refuses.
import 'highcharts/css/highcharts-palette.css';

Highcharts.setOptions({ palette: { injectCSS: false } });

/**
 * The only module that loads Highcharts; screens import it lazily (LazyChart) so the first page of
 * the app does not wait for the chart library. Hidden from assistive technology: every chart sits
 * next to a table of the same numbers.
 */
export default function Chart({ options }: { options: Options }) {
  return (
    <div className="chart" aria-hidden="true">
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
