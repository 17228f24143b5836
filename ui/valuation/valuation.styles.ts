/** Side-effect import of the valuation forms' styles; the app shell imports this (views and tests never do). */
import './valuation.css';
