/** Side-effect import of the calculator styles; the app shell imports this (views and tests never do). */
import './calculator.css';
