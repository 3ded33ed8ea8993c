import definition from '@ant-design/icons-svg/es/asn/CheckSquareOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CheckSquareOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
