/** Side-effect import of the toast styles; the app shell imports this (views and tests never do). */
import './toasts.css';
