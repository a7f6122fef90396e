export { BarChart, type BarChartProps, type ChartPoint } from './BarChart.tsx';
