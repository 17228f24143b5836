/** Side-effect import of the content-block styles; the boot entry imports this (views and tests never do). */
import './content-blocks.css';
